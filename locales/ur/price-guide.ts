import type { Catalog } from '../catalog';

export const priceGuide: Catalog['providers']['priceGuide'] = {
  range: 'عموماً {{low}} – {{high}}',
  basis: 'پچھلے {{days}} دنوں میں {{city}} میں منظور شدہ {{orders}} قیمتوں کا درمیانی آدھا حصہ',
  basisShort: 'پچھلے {{days}} دنوں کے {{orders}} آرڈرز سے',
};
