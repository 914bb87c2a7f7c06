// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// A hostile smart-contract wallet for tests: isValidSignature hashes `rounds` times before it says
/// yes, to any signature. Deployed with a large `rounds`, it would make the RPC node compute far
/// beyond the service's gas cap if the cap were missing; with a small one it is an ordinary yes.
contract GasBurner1271 {
    uint256 public immutable rounds;

    constructor(uint256 initialRounds) {
        rounds = initialRounds;
    }

    function isValidSignature(bytes32 hash, bytes calldata) external view returns (bytes4) {
        bytes32 h = hash;
        for (uint256 i = 0; i < rounds; i++) {
            // In scratch space: no memory growth, so the cost is linear in `rounds`.
            assembly {
                mstore(0x00, h)
                mstore(0x20, i)
                h := keccak256(0x00, 0x40)
            }
        }
        return h != bytes32(0) ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
