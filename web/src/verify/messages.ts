import { ProofbaseVerifyError } from "../sdk/proofbase-verify";

/** An error as the person being verified should read it. */
export function inWords(error: unknown): string {
  if (!(error instanceof ProofbaseVerifyError)) return "Something went wrong. Please try again.";
  switch (error.code) {
    case "wallet_refused":
      return `${error.message} Nothing was signed; you can try again.`;
    case "challenge_expired":
    case "challenge_not_found":
      return "The sign-in request expired before it was signed. Please try again.";
    case "invalid_signature":
      return "The signature did not come from this wallet. Please try again with the same wallet.";
    case "address_mismatch":
      return "This verification is for a different wallet. Switch to that wallet in your wallet app and try again.";
    case "invalid_phone_number":
      return "That does not look like a valid phone number. Enter it with your country code, for example +1 201 555 0123.";
    case "phone_number_not_supported":
      return "Codes can only be sent to mobile numbers. Please enter a mobile number.";
    case "phone_country_not_allowed":
      return "Codes cannot be sent to phone numbers of this country for this verification. Please use another number.";
    case "invalid_email":
      return "That does not look like a valid email address. Check it, for example jane@example.com.";
    case "incorrect_code":
      return error.message.replace("That code is not right.", "That code is not right.");
    case "code_expired":
      return "That code has expired or was used up. Send a new code.";
    case "rate_limited":
      // A budget's window (an hour, a day) is no countdown to show in seconds.
      if (error.retryAfter && error.retryAfter > 120) return "Too many codes were sent. Please try again later.";
      return error.retryAfter ? `Please wait ${error.retryAfter} seconds before trying again.` : error.message;
    case "invalid_state":
      return "This verification can no longer be changed. Reload the page to see where it stands.";
    case "invalid_client_token":
    case "missing_client_token":
      return "This verification link is not valid or has expired. Ask the merchant for a new link.";
    default:
      return error.message;
  }
}

export const OUTCOMES: Record<string, { title: string; text: string; tone: "good" | "wait" | "bad" }> = {
  completed: { title: "You're verified", text: "Thank you. Your verification is complete.", tone: "good" },
  submitted: { title: "Thank you", text: "Your details were confirmed.", tone: "good" },
  requires_review: { title: "Thanks, we're taking a closer look", text: "A person will review your verification shortly. You don't need to do anything else.", tone: "wait" },
  processing: { title: "Checking…", text: "This only takes a moment.", tone: "wait" },
  failed: { title: "We couldn't verify you", text: "Your verification did not pass. Contact the merchant if you think this is a mistake.", tone: "bad" },
  expired: { title: "This link has expired", text: "Ask the merchant for a new verification link.", tone: "bad" },
  canceled: { title: "This verification was canceled", text: "Ask the merchant for a new verification link.", tone: "bad" },
};
