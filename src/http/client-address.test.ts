import { describe, expect, it } from "vitest";
import { mailboxOf } from "../messaging/email/mailbox-key.js";
import { addressBudgetKey, addressGroup } from "./client-address.js";

describe("the client address every per-address budget counts", () => {
  it("groups IPv6 by /64, however the address is written, and maps IPv4-mapped IPv6 to IPv4", () => {
    expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressGroup("::ffff:c000:207")).toBe("192.0.2.7");
    expect(addressGroup("192.0.2.7")).toBe("192.0.2.7");
    expect(addressBudgetKey("2001:db8:1:2::1")).toBe(addressBudgetKey("2001:db8:1:2:aaaa::9"));
    expect(addressBudgetKey("2001:db8:1:2::1")).not.toBe(addressBudgetKey("2001:db8:1:3::1"));
    expect(addressBudgetKey("::ffff:192.0.2.7")).toBe(addressBudgetKey("192.0.2.7"));
  });
});

describe("the mailbox every per-address email budget counts", () => {
  it("drops +tags everywhere and Gmail's dots", () => {
    expect(mailboxOf(" Bomb+7@Victim.example ")).toBe("bomb@victim.example");
    expect(mailboxOf("j.a.n.e+x@googlemail.com")).toBe("jane@gmail.com");
    expect(mailboxOf("j.ane@gmail.com")).toBe("jane@gmail.com");
    expect(mailboxOf("j.ane@example.com")).toBe("j.ane@example.com");
  });
});
