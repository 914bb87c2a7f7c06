import { port } from "../../../test/support/browser-env.js";

// WebAuthn refuses an IP address as the relying party's ID, so a page that runs a passkey
// ceremony is served as http://localhost:<port> (a secure context, like 127.0.0.1): the api's
// PUBLIC_URL, and with it the passkey flow's RP ID and origin, name it. Import after browser-env.
process.env.PUBLIC_URL = `http://localhost:${port}`;
