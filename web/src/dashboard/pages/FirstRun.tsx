import { api, type FirstRun as FirstRunState, type FirstRunItem, type Permission } from "../api";
import { AlertBanner } from "../AlertBanner";
import { useCan } from "../can";
import { navigate } from "../router";
import { ActionError, Async, Button, ButtonLink, PageHeader } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

/** Each item of the checklist: what it is, why, where it is done and who may do it. Done is the server's word, read from the account's data. */
const ITEMS: Record<FirstRunItem, { title: string; why: string; action: string; to: string; permission: Permission }> = {
  verification_link: {
    title: "Create a verification link",
    why: "Send yourself a test link and go through the hosted page as your customers will. Test mode is free.",
    action: "Create a verification link",
    to: "/test/verifications",
    permission: "sessions:write",
  },
  webhook_endpoint: {
    title: "Add a webhook endpoint",
    why: "Your backend hears when a verification completes, is declined or needs a review, instead of asking.",
    action: "Add an endpoint",
    to: "/test/developers/webhooks",
    permission: "webhooks:write",
  },
  teammate: {
    title: "Invite a teammate",
    why: "Reviewers work the review queue, developers hold the keys: each role sees only what it may do.",
    action: "Invite a teammate",
    to: "/test/team",
    permission: "members:write",
  },
  live_mode: {
    title: "Activate live mode",
    why: "Live keys verify real people; each completed live verification is billed once.",
    action: "Activate live mode",
    to: "/test/billing",
    permission: "billing:write",
  },
};

function Checklist({ state }: { state: FirstRunState }) {
  const can = useCan();
  const dismiss = useAction(api.dismissFirstRun);
  const done = state.items.filter((i) => i.done).length;
  return (
    <>
      <p className="progress-line" role="status">
        <strong>
          {done} of {state.items.length} done.
        </strong>{" "}
        {state.complete ? "Your account is set up." : "Each step is checked as soon as it is done, by you or a teammate."}
      </p>
      <ol className="checklist" aria-label="First steps">
        {state.items.map((item) => {
          const about = ITEMS[item.id];
          return (
            <li key={item.id} className={item.done ? "done" : undefined} data-testid={`first-run-${item.id}`}>
              <span className="check-mark" aria-hidden="true">
                {item.done ? "✓" : ""}
              </span>
              <div>
                <h2>
                  {about.title}
                  <span className="visually-hidden">{item.done ? " (done)" : " (to do)"}</span>
                </h2>
                <p className="muted">{about.why}</p>
              </div>
              {item.done ? (
                <span className="badge good">Done</span>
              ) : can(about.permission) ? (
                <ButtonLink to={about.to} small variant={item.id === "verification_link" ? "primary" : "default"}>
                  {about.action}
                </ButtonLink>
              ) : (
                <span className="muted">An owner or admin does this</span>
              )}
            </li>
          );
        })}
      </ol>
      <p>
        Your API keys are under <ButtonLink to="/test/developers/api-keys" small>Developers → API keys</ButtonLink>
      </p>
      <ActionError error={dismiss.error} />
      <p>
        <Button
          disabled={dismiss.busy}
          onClick={async () => {
            if (await dismiss.run()) navigate("/test/verifications");
          }}
        >
          Dismiss this checklist
        </Button>
      </p>
    </>
  );
}

/** The first screen of a new account (contract section 22): four first steps, each checked from what the account has done. */
export function FirstRun() {
  useTitle("Get started");
  const state = useApi((signal) => api.firstRun(signal), "first-run");
  return (
    <>
      <AlertBanner mode="test" />
      <PageHeader title="Get started with Proofbase" sub="Four steps from a new account to verifying real people. You are in test mode: nothing is billed." />
      <Async loaded={state}>{(s) => <Checklist state={s} />}</Async>
    </>
  );
}
