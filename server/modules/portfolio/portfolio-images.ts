import { PORTFOLIO_DISPLAY_PX, PORTFOLIO_THUMB_PX } from '#contracts/portfolio';
import { renderImages } from '../../lib/render-images';

/** A portfolio photo's display image and thumbnail (decision 0063), without metadata. */
export const renderPortfolioImages = (upload: Buffer) =>
  renderImages(
    upload,
    { large: PORTFOLIO_DISPLAY_PX, thumb: PORTFOLIO_THUMB_PX },
    {
      tooManyPixels: 'providers.portfolio.errors.tooManyPixels',
      unreadable: 'providers.portfolio.errors.unreadable',
    },
  );
