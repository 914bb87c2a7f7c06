import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { chain } = await vi.hoisted(async () => {
  const { startLocalChain } = await import("../../../test/support/anvil.js");
  // viem's `foundry` chain (31337), which the test's own clients use.
  const chain = await startLocalChain({ chainId: 31337 });
  Object.assign(process.env, chain.env());
  return { chain };
});

import { createPublicClient, createWalletClient, encodeAbiParameters, encodeFunctionData, getContractAddress, http, parseAbi, serializeErc6492Signature, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { prisma } from "../../platform/db/client.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import wallet1271 from "../../../test/support/contracts/OwnerWallet1271.json" with { type: "json" };
import factory1271 from "../../../test/support/contracts/OwnerWallet1271Factory.json" with { type: "json" };
import gasBurner1271 from "../../../test/support/contracts/GasBurner1271.json" with { type: "json" };
import { createTestMerchant, type ApiClient } from "../../../test/support/factories.js";
import { ANVIL_KEYS } from "../../../test/support/anvil.js";
import { newWallet, sdkClient } from "../../../test/support/sdk.js";
import { CONTRACT_SIGNATURE_GAS_LIMIT } from "./wallet-signature.js";

const factoryAbi = parseAbi(["function deploy(address owner, bytes32 salt) returns (address)"]);

let api: TestApi;
let test: ApiClient;
const deployer = privateKeyToAccount(ANVIL_KEYS[0]);
const publicClient = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl), pollingInterval: 50 });
const walletClient = createWalletClient({ chain: foundry, transport: http(chain.rpcUrl), account: deployer });

async function deploy(artifact: { abi: unknown; bytecode: string }, args: unknown[] = []): Promise<Hex> {
  const hash = await walletClient.deployContract({ abi: artifact.abi as never, bytecode: artifact.bytecode as Hex, args: args as never });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  return receipt.contractAddress!;
}

beforeAll(async () => {
  api = await startApi();
  test = client(api.baseUrl, (await createTestMerchant()).testKey);
});
afterAll(async () => {
  await api.close();
  await chain.stop();
});

async function walletSession() {
  const res = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
  return { id: res.body.id as string, sdk: sdkClient(api.baseUrl, res.body.client_token) };
}

describe("smart-contract wallets through CHAIN_RPC_URL", () => {
  it("verifies an EIP-1271 wallet deployed on the chain: wallet_type contract", async () => {
    const owner = newWallet();
    const address = await deploy(wallet1271, [owner.address]);
    const { id, sdk } = await walletSession();
    const challenge = await sdk.post("/wallet/challenge", { address });
    expect(challenge.status).toBe(201);
    const signature = await owner.signMessage({ message: challenge.body.message });
    const verified = await sdk.post("/wallet/verify", { message: challenge.body.message, signature });
    expect(verified.status).toBe(200);
    expect(verified.body.flows[0]).toEqual({ type: "wallet", status: "verified", address: address.toLowerCase() });
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id } })).signals).toMatchObject({ wallet_type: "contract", wallet_address: address.toLowerCase() });
  });

  it("refuses a 1271 signature by someone who is not the wallet's owner", async () => {
    const address = await deploy(wallet1271, [newWallet().address]);
    const { sdk } = await walletSession();
    const challenge = await sdk.post("/wallet/challenge", { address });
    const signature = await newWallet().signMessage({ message: challenge.body.message });
    const res = await sdk.post("/wallet/verify", { message: challenge.body.message, signature });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_signature");
  });

  it("verifies an EIP-6492 signature of a wallet not deployed yet", async () => {
    const factory = await deploy(factory1271);
    const owner = newWallet();
    const salt = `0x${"07".repeat(32)}` as Hex;
    const initCode = `${wallet1271.bytecode}${encodeAbiParameters([{ type: "address" }], [owner.address]).slice(2)}` as Hex;
    const address = getContractAddress({ opcode: "CREATE2", from: factory, salt, bytecode: initCode });
    expect(await publicClient.getCode({ address })).toBeUndefined();

    const { sdk } = await walletSession();
    const challenge = await sdk.post("/wallet/challenge", { address });
    const inner = await owner.signMessage({ message: challenge.body.message });
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi: factoryAbi, functionName: "deploy", args: [owner.address, salt] }),
      signature: inner,
    });
    const res = await sdk.post("/wallet/verify", { message: challenge.body.message, signature });
    expect(res.status).toBe(200);
    expect(res.body.flows[0]).toMatchObject({ status: "verified", address: address.toLowerCase() });
  });

  it("caps the gas of a 1271 check: a wallet that computes beyond it is refused, one under it still verifies", async () => {
    const abi = parseAbi(["function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)"]);
    const heavy = await deploy(gasBurner1271, [100_000n]);
    const light = await deploy(gasBurner1271, [1_000n]);
    // Given the chain's own (block) gas limit, the heavy wallet says yes to anything, at a cost above
    // twice the cap (with that much gas the same call runs out): only the cap makes the service
    // refuse it. One bounded call, not a gas estimate: an estimate runs the loop some twenty times,
    // which took over 30 s on a loaded machine.
    const anyCall = { abi, functionName: "isValidSignature", args: [`0x${"ab".repeat(32)}`, "0x"] } as const;
    expect(await publicClient.readContract({ address: heavy, ...anyCall })).toBe("0x1626ba7e");
    await expect(publicClient.call({ to: heavy, data: encodeFunctionData(anyCall), gas: 2n * CONTRACT_SIGNATURE_GAS_LIMIT })).rejects.toThrow(/out of gas|OutOfGas/i);

    const signer = newWallet();
    for (const [address, status, code] of [
      [heavy, 400, "invalid_signature"],
      [light, 200, undefined],
    ] as const) {
      const { sdk } = await walletSession();
      const challenge = await sdk.post("/wallet/challenge", { address });
      const res = await sdk.post("/wallet/verify", { message: challenge.body.message, signature: await signer.signMessage({ message: challenge.body.message }) });
      expect(res.status, address).toBe(status);
      expect(res.body.error?.code, address).toBe(code);
    }
  });
});
