import { z } from 'zod';
import { messageResponse } from '#contracts/auth';
import {
  accruingFee,
  billingProfile,
  billingSpParams,
  invoice,
  invoiceDetails,
  MAX_PROOF_BYTES,
  paymentIdParams,
  paymentInstructions,
  paymentInstructionsChange,
  paymentStatusChange,
  pendingPayment,
  pendingPaymentPage,
  proofFields,
  proofRejectionRequest,
  SPEC_PENDING_PAYMENTS_PAGE,
} from '#contracts/billing';
import { cursorQuery } from '#contracts/common';
import type { AppInstance } from '../../app-types';
import { accessRules, actorOf } from '../../lib/auth-guard';
import { parseFields, readMultipart } from '../../lib/multipart';
import { sendPrivateFile } from '../../lib/private-file-reply';
import { readerLanguage } from '../../lib/reader-language';
import type { Authenticate } from '../auth/authenticator';
import type { BillingService } from './billing.service';

type Deps = { authenticate: Authenticate; billing: BillingService };

export function registerBillingRoutes(app: AppInstance, d: Deps): void {
  const access = accessRules(d.authenticate);
  const provider = access.providers();
  const admin = access.admin();
  const providerOrAdmin = access.providersOrAdmin();

  app.get(
    '/sp/invoices/:spId',
    { ...provider, schema: { params: billingSpParams, response: { 200: z.array(invoice) } } },
    (req) => d.billing.invoices(actorOf(req), req.params.spId),
  );

  app.get(
    '/sp/invoices/:spId/current',
    { ...provider, schema: { params: billingSpParams, response: { 200: accruingFee } } },
    (req) => d.billing.accruing(actorOf(req), req.params.spId),
  );

  app.get(
    '/sp/invoiceDetails/:paymentId',
    { ...providerOrAdmin, schema: { params: paymentIdParams, response: { 200: invoiceDetails } } },
    (req) => d.billing.details(actorOf(req), req.params.paymentId, readerLanguage(req)),
  );

  app.get(
    '/sp/invoice/pdf/:paymentId',
    { ...access.providersOrAdmin({ file: true }), schema: { params: paymentIdParams } },
    async (req, reply) => {
      const pdf = await d.billing.pdf(actorOf(req), req.params.paymentId);
      return sendPrivateFile(
        reply,
        { bytes: pdf, mime: 'application/pdf' },
        `invoice-${req.params.paymentId}.pdf`,
      );
    },
  );

  app.get(
    '/sp/getprofile/:spId',
    { ...providerOrAdmin, schema: { params: billingSpParams, response: { 200: billingProfile } } },
    (req) => d.billing.billingProfile(actorOf(req), req.params.spId, readerLanguage(req)),
  );

  app.put(
    '/sp/invoice/payment',
    {
      ...access.providers({ multipart: true, budget: 'uploads' }),
      schema: { response: { 200: messageResponse } },
    },
    async (req) => {
      const { fields, file } = await readMultipart(req, {
        fileField: 'proofOfPayment',
        allowed: ['jpeg', 'png', 'pdf'],
        maxBytes: MAX_PROOF_BYTES,
      });
      const { payment_id } = parseFields(proofFields, fields);
      return d.billing.uploadProof(actorOf(req), payment_id, file);
    },
  );

  app.get(
    '/sp/invoice/proof/:paymentId',
    { ...access.providersOrAdmin({ file: true }), schema: { params: paymentIdParams } },
    async (req, reply) => {
      const proof = await d.billing.proof(actorOf(req), req.params.paymentId);
      return sendPrivateFile(reply, proof);
    },
  );

  app.get(
    '/getPendingPayments',
    { ...admin, schema: { response: { 200: z.array(pendingPayment) } } },
    async () => (await d.billing.pendingPayments({ limit: SPEC_PENDING_PAYMENTS_PAGE })).items,
  );

  app.get(
    '/admin/pending-payments',
    { ...admin, schema: { querystring: cursorQuery, response: { 200: pendingPaymentPage } } },
    (req) => d.billing.pendingPayments(req.query),
  );

  app.put(
    '/updatePaymentStatus/:paymentId',
    {
      ...access.admin({ budget: 'admin' }),
      schema: {
        params: paymentIdParams,
        // The spec's call sends no body ("not shown"): Fastify reads none as null (decision 0055).
        body: paymentStatusChange.nullish(),
        response: { 200: invoice },
      },
    },
    (req) => d.billing.markPaid(req.params.paymentId, actorOf(req)),
  );

  app.post(
    '/admin/invoices/:paymentId/reject-proof',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { params: paymentIdParams, body: proofRejectionRequest, response: { 200: invoice } },
    },
    (req) => d.billing.rejectProof(req.params.paymentId, req.body, actorOf(req)),
  );

  // How to pay the platform: providers read it where they pay, the admin sets it.
  app.get(
    '/payment-instructions',
    { ...providerOrAdmin, schema: { response: { 200: paymentInstructions } } },
    () => d.billing.instructions.read(),
  );

  app.put(
    '/admin/payment-instructions',
    {
      ...access.admin({ budget: 'admin' }),
      schema: { body: paymentInstructionsChange, response: { 200: paymentInstructions } },
    },
    (req) => d.billing.instructions.set(req.body.instructions, actorOf(req)),
  );
}
