import { describe, expect, it } from "vitest";
import { crc16, devPixCode } from "~/features/billing/dev-pix-code";

describe("the local checkout's PIX code", () => {
  it("computes the BR Code's CRC16/CCITT-FALSE", () => {
    // The algorithm's check value.
    expect(crc16("123456789")).toBe("29B1");
  });

  it("carries the amount and the checkout, and ends in its own checksum", () => {
    const code = devPixCode({ checkoutId: "0b6f3c1e-8f1a-4c2b-9d3e-2a1b0c9d8e7f", amount: 39.9 });
    expect(code.startsWith("000201")).toBe(true);
    expect(code).toContain("0014br.gov.bcb.pix");
    expect(code).toContain("540539.90");
    expect(code).toContain("5303986");
    expect(code).toContain("0b6f3c1e8f1a4c2b9d3e2a1b0");
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(devPixCode({ checkoutId: "x", amount: 199 })).toContain("5406199.00");
  });
});
