import type { ReactNode } from 'react';
import { Icon as LineIcon } from '#components/ui/icons';

/** The chat's photo and voice controls draw the app's line icons a size smaller. */
const Icon = ({ children }: { children: ReactNode }) => <LineIcon size={18}>{children}</LineIcon>;

export const CameraIcon = () => (
  <Icon>
    <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
    <circle cx="12" cy="13" r="4" />
  </Icon>
);
export const MicIcon = () => (
  <Icon>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M5 10v1a7 7 0 0 0 14 0v-1M12 18v4" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon>
    <path d="m7 4 13 8-13 8z" />
  </Icon>
);
export const PauseIcon = () => (
  <Icon>
    <path d="M8 4v16M16 4v16" />
  </Icon>
);
export const StopIcon = () => (
  <Icon>
    <rect x="6" y="6" width="12" height="12" rx="1" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
