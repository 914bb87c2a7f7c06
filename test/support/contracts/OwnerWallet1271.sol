// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// A minimal smart-contract wallet for tests: EIP-1271 signatures are valid when its owner (an
/// ordinary key) signed the hash.
contract OwnerWallet1271 {
    address public immutable owner;

    constructor(address initialOwner) {
        owner = initialOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys OwnerWallet1271 with CREATE2, so a wallet's address is known before it exists (EIP-6492).
contract OwnerWallet1271Factory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new OwnerWallet1271{salt: salt}(owner));
    }
}
