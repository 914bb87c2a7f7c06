import { ButtonLink, Notice, PageHeader } from "../ui";
import { useTitle } from "../use-title";

/** Shown instead of a live page while the account's live mode is not enabled (its lists would all be refused). */
export function LiveNotEnabled() {
  useTitle("Live mode is not enabled");
  return (
    <>
      <PageHeader title="Live mode is not enabled" />
      <Notice tone="warn">
        <p>
          This account works in test mode only until live mode is activated. Add a payment method on the billing page to activate it; test mode keeps
          working meanwhile.
        </p>
      </Notice>
      <p>
        <ButtonLink to="/live/billing" variant="primary">
          Activate live mode
        </ButtonLink>{" "}
        <ButtonLink to="/test/verifications">Back to test mode</ButtonLink>
      </p>
    </>
  );
}
