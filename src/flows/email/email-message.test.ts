import { describe, expect, it } from "vitest";
import { config } from "../../platform/config.js";
import { verificationEmail } from "./email-message.js";

describe("the verification email", () => {
  it("is written in the page's language", () => {
    const mail = verificationEmail("ana@example.test", "123456", "Acme Outdoor Co.", "es");
    expect(mail.subject).toBe("123456 es tu código de verificación de Acme Outdoor Co.");
    expect(mail.text).toContain("Caduca en 10 minutos.");
    expect(mail.html).toContain("No lo compartas con nadie.");
    expect(verificationEmail("a@example.test", "123456", "Acme Outdoor Co.", "fr").text).toContain("Il expire dans 10 minutes.");
  });

  it("never carries a business name the SMS-name rule refuses: the service's name goes out instead", () => {
    for (const businessName of ["paypal-secure.com", "ｐａｙｐａｌ．ｃｏｍ", "Call 0800 123 456", "ops@example.test"]) {
      expect(verificationEmail("a@example.test", "123456", businessName).subject, businessName).toBe(`123456 is your ${config.SERVICE_NAME} verification code`);
    }
  });
});
