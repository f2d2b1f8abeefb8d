import { Avatar, Image, Modal, Skeleton, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

type Props = {
  fullName: string;
  /** An object URL of the profile image, or null for the initials avatar. */
  imageUrl: string | null;
  loading?: boolean;
  size?: number;
};

/** The provider's picture (or initials); with a picture, a click opens it enlarged. */
export function ProfileAvatar({ fullName, imageUrl, loading = false, size = 120 }: Props) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);

  if (loading) return <Skeleton circle height={size} aria-label={t('providers.avatar.loading')} />;
  if (!imageUrl) {
    return <Avatar name={fullName} color="brand" size={size} radius={size} alt={fullName} />;
  }
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={t('providers.avatar.enlarge')}
        aria-haspopup="dialog"
        style={{ borderRadius: '50%' }}
        className="hover-lift"
      >
        <Avatar
          src={imageUrl}
          size={size}
          radius={size}
          alt={t('providers.avatar.alt', { name: fullName })}
        />
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={fullName} size="lg" centered>
        <Image
          src={imageUrl}
          alt={t('providers.avatar.altEnlarged', { name: fullName })}
          radius="md"
        />
      </Modal>
    </>
  );
}
