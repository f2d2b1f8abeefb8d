import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '#components/ui/icons';
import { errorText } from '#lib/error-text';
import { useSession } from '#lib/session';
import { useFavouriteState, useToggleFavourite } from '../api/favourites';

type Props = { spId: number; name: string; size?: ButtonProps['size']; w?: ButtonProps['w'] };

/**
 * Save (or unsave) a provider to hire again (decision 0081): a toggle for a signed-in client;
 * nobody else sees it. It turns at once and turns back, with a toast, when the save fails.
 */
export function SaveProviderButton({ spId, name, size = 'sm', w }: Props) {
  const { t } = useTranslation();
  const isClient = useSession()?.userType === 'clients';
  const state = useFavouriteState(spId, isClient);
  const toggle = useToggleFavourite(spId);
  if (!isClient) return null;
  const saved = state.data?.saved === true;
  const change = () =>
    toggle.mutate(!saved, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: errorText(
            error,
            t(saved ? 'providers.favourites.removeFailed' : 'providers.favourites.saveFailed'),
          ),
        }),
    });
  return (
    <Button
      size={size}
      w={w}
      variant={saved ? 'light' : 'default'}
      color={saved ? 'pink' : undefined}
      leftSection={<HeartIcon size={18} fill={saved ? 'currentColor' : 'none'} />}
      aria-pressed={saved}
      aria-label={t(saved ? 'providers.favourites.savedName' : 'providers.favourites.save', {
        name,
      })}
      disabled={!state.data}
      onClick={change}
    >
      {t(saved ? 'providers.favourites.savedShort' : 'providers.favourites.saveShort')}
    </Button>
  );
}
