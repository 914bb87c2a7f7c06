/**
 * @simplewebauthn/server, the passkey steps' largest module (0.3 s of CPU to load): loaded by an
 * api before it listens (the passkey flow's `warmUp`, src/app/warm-up.ts), and by any other
 * process only on its first passkey step.
 */
let module: Promise<typeof import("@simplewebauthn/server")> | undefined;

export function webauthnModule() {
  module ??= import("@simplewebauthn/server");
  return module;
}
