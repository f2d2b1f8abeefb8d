import { Avatar, Skeleton } from '@mantine/core';
import { usePrivateImage } from '#lib/use-private-image';

type Props = {
  name: string /** The provider's private image path, or null. */;
  image: string | null;
  size?: number;
};

/** The other party's picture (fetched with the user's token), or their initials. */
export function ChatAvatar({ name, image, size = 40 }: Props) {
  const picture = usePrivateImage(image);
  if (picture.loading) return <Skeleton circle height={size} aria-hidden />;
  if (picture.url) return <Avatar src={picture.url} size={size} radius="xl" alt="" />;
  return <Avatar name={name} color="brand" size={size} radius="xl" alt="" />;
}
