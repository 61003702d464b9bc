// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A token that moves nothing and says it moved a lot.
/// @notice `burst` emits `count` ERC-20 `Transfer` logs in one transaction, among `holders` addresses
/// counted up from `first` (and, when `whale` is set, every other one from or to `whale`), so the
/// indexer meets blocks of thousands of transfers and the benchmarks get a dense chain in seconds. It
/// stores nothing: the logs are what the indexer reads. `balanceOf` answers 1 token for anyone, so a
/// balance read lists it.
contract TransferBurst {
    event Transfer(address indexed from, address indexed to, uint256 value);

    string public constant name = "Burst Token";
    string public constant symbol = "BRST";
    uint8 public constant decimals = 18;

    function balanceOf(address) external pure returns (uint256) {
        return 1e18;
    }

    function burst(address first, uint256 holders, uint256 count, uint256 seed, address whale) external {
        uint160 base = uint160(first);
        for (uint256 i = 0; i < count;) {
            uint256 k = seed + i;
            address a = address(base + uint160(k % holders));
            address b = address(base + uint160((k * 7 + 1) % holders));
            if (whale == address(0)) emit Transfer(a, b, 1e15 + k);
            else if (k % 2 == 0) emit Transfer(a, whale, 1e15 + k);
            else emit Transfer(whale, b, 1e15 + k);
            unchecked {
                ++i;
            }
        }
    }
}
