// Compiles test/support/contracts/*.sol with the pinned solc (npm, soljson: nothing downloaded) into
// checked-in JSON artifacts {abi, bytecode, evmVersion, compiler}. Run: node scripts/compile-test-contracts.mjs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import solc from "solc";

const EVM_VERSION = "cancun";
const dir = new URL("../test/support/contracts/", import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith(".sol"));
const input = {
  language: "Solidity",
  sources: Object.fromEntries(files.map((file) => [file, { content: readFileSync(new URL(file, dir), "utf8") }])),
  settings: { evmVersion: EVM_VERSION, optimizer: { enabled: true, runs: 200 }, outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === "error");
if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
for (const [name, contract] of files.flatMap((file) => Object.entries(output.contracts[file]))) {
  const artifact = { contractName: name, abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}`, evmVersion: EVM_VERSION, compiler: `solc ${solc.version()}` };
  writeFileSync(new URL(`${name}.json`, dir), `${JSON.stringify(artifact)}\n`);
  console.log(`wrote test/support/contracts/${name}.json`);
}
