// The verification text and email in the hosted page's language (contract section 22), and the
// SMS length budget every language keeps.
import { describe, expect, it } from "vitest";
import { MESSAGE_LOCALES, messageLocale } from "../src/messaging/message-locale.js";
import { SMS_NAME_MAX } from "../src/messaging/sms/sms-name.js";
import { smsText } from "../src/messaging/sms/sms-template.js";

// GSM 03.38's basic set: a text of only these fits 160 per segment; one other character makes it UCS-2, 70.
const GSM7 = new Set("@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà");
const segmentLimit = (text: string) => ([...text].every((c) => GSM7.has(c)) ? 160 : 70);

describe("verification messages in the page's language", () => {
  it("each language's SMS names the code and the account, in one segment with the longest name", () => {
    const longest = "N".repeat(SMS_NAME_MAX);
    for (const locale of MESSAGE_LOCALES) {
      const text = smsText("123456", longest, locale);
      expect(text).toContain("123456");
      expect(text).toContain(longest);
      expect(text.length, `${locale}: ${text}`).toBeLessThanOrEqual(segmentLimit(text));
    }
    expect(smsText("123456", "Acme", "es")).toBe("123456 es tu código de verificación de Acme.");
    expect(smsText("123456", "Acme", "fr")).toBe("123456 est votre code de vérification Acme.");
    expect(smsText("123456", "Acme")).toBe("123456 is your Acme verification code.");
  });

  it("a stored locale nobody offers reads as English (the email's language: src/flows/email/email-message.test.ts)", () => {
    expect([messageLocale(null), messageLocale("de"), messageLocale("es")]).toEqual(["en", "en", "es"]);
  });
});
