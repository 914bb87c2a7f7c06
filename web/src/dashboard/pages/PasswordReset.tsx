import { useState, type FormEvent } from "react";
import { api } from "../api";
import { Link, navigate } from "../router";
import { ActionError, Button, Notice, TextField } from "../ui";
import { useAction } from "../use-action";
import { useTitle } from "../use-title";

/** `/forgot-password`: asks for a reset link by email (the answer never says whether the account exists). */
export function ForgotPassword() {
  useTitle("Reset your password");
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const action = useAction(api.requestPasswordReset);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await action.run(email.trim());
    if (answer) setSent(answer.message);
  };
  return (
    <main className="auth" id="main">
      <form className="panel" onSubmit={submit}>
        <h1>Reset your password</h1>
        {sent ? (
          <Notice tone="good">
            <p role="status">{sent}</p>
          </Notice>
        ) : (
          <>
            <p className="muted">We email you a link to choose a new password. It works once, for 30 minutes.</p>
            <ActionError error={action.error} />
            <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            <Button type="submit" variant="primary" disabled={action.busy}>
              {action.busy ? "Sending…" : "Email me a reset link"}
            </Button>
          </>
        )}
        <p className="muted auth-foot">
          <Link to="/signin">Back to sign in</Link>
        </p>
      </form>
    </main>
  );
}

// Kept once read: the fragment is removed from the address bar (screenshots, shared screens), and
// React may run a state initializer twice in development.
let fragmentToken: string | null = null;

/** The token of the emailed link, read from the fragment (which is then removed from the address bar). */
function tokenFromFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
  if (token) {
    fragmentToken = token;
    window.history.replaceState(null, "", window.location.pathname);
  }
  return fragmentToken;
}

const confirmReset = async (body: { token: string; password: string }) => {
  await api.confirmPasswordReset(body);
  return true;
};

/** `/reset#token=...`: the emailed link; sets a new password, which signs the user out everywhere. */
export function ResetPassword() {
  useTitle("Choose a new password");
  const [token] = useState(tokenFromFragment);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const action = useAction(confirmReset);
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirm);
    if (password !== confirm || !token) return;
    if (await action.run({ token, password })) setDone(true);
  };
  return (
    <main className="auth" id="main">
      <form className="panel" onSubmit={(e) => void submit(e)}>
        <h1>Choose a new password</h1>
        {!token ? (
          <Notice tone="bad">
            <p role="alert">This page needs the link from your reset email. Open the link again, or ask for a new one.</p>
          </Notice>
        ) : done ? (
          <Notice tone="good">
            <p role="status">Your password is changed and every session was signed out. Sign in with the new password.</p>
          </Notice>
        ) : (
          <>
            <ActionError error={action.error} />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              minLength={10}
              hint="At least 10 characters; common and breached passwords are refused."
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label="New password again"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              error={mismatch ? "The two passwords are not the same." : null}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Button type="submit" variant="primary" disabled={action.busy}>
              {action.busy ? "Saving…" : "Set new password"}
            </Button>
          </>
        )}
        <p className="muted auth-foot">
          {done ? (
            <Button variant="primary" onClick={() => navigate("/signin")}>
              Sign in
            </Button>
          ) : (
            <Link to="/forgot-password">Ask for a new link</Link>
          )}
        </p>
      </form>
    </main>
  );
}
