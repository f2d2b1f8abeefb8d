/** The provider the PDF bench's target bills for last month's orders, and signs in as. */
export const INVOICE_PROVIDER = {
  email: 'pdf.bench@bench.example',
  password: 'bench pdf password',
};
/** As many lines as the report's invoice: two pages. */
export const INVOICE_ORDERS = 75;
