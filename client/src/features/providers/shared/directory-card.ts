/** The directory's provider card, for other domains' lists of providers (the landing pages). */
export { DirectoryCard, DirectoryCardSkeleton } from '../components/directory-card';
