import { createHash } from "node:crypto";

/**
 * Where money moves, for the marketplace's deposits and balances and for membership plans. Every charge
 * and refund carries an idempotency key, so a retried call answers the same payment instead of moving
 * money twice. The amounts are whole cents decided by the server.
 */
export type PaymentProvider = {
  name: string;
  /** "test": nothing real is charged, and pages say so. */
  mode: "test";
  charge(input: { amountCents: number; idempotencyKey: string; description: string }): Promise<{ reference: string }>;
  refund(input: { amountCents: number; idempotencyKey: string; description: string }): Promise<{ reference: string }>;
};

function referenceFor(prefix: string, idempotencyKey: string): string {
  return `${prefix}_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 20)}`;
}

/** The built-in provider: accepts every payment and refund and invents a stable reference for it. */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: "test",
    mode: "test",
    charge: async ({ amountCents, idempotencyKey }) => {
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new RangeError("a charge is a positive whole number of cents");
      return { reference: referenceFor("test_ch", idempotencyKey) };
    },
    refund: async ({ amountCents, idempotencyKey }) => {
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new RangeError("a refund is a positive whole number of cents");
      return { reference: referenceFor("test_re", idempotencyKey) };
    },
  };
}
