import { describe, expect, it } from "vitest";
import { classAccountPublicName, publicName } from "./public-name";

describe("a class account's public name", () => {
  it("is the given name and the father's initial, however the name is written", () => {
    expect(classAccountPublicName("Батын Болд")).toBe("Болд Б.");
    expect(classAccountPublicName("Б. Болд")).toBe("Болд Б.");
    expect(classAccountPublicName("  өлзийн   тэмүүлэн ")).toBe("тэмүүлэн Ө.");
    expect(classAccountPublicName("Сарнай")).toBe("Сарнай");
  });

  it("applies to class accounts only", () => {
    expect(publicName({ name: "Батын Болд", classAccount: false })).toBe("Батын Болд");
    expect(publicName({ name: "Батын Болд", classAccount: true })).toBe("Болд Б.");
  });
});
