import { readablePhone, readableTaxId } from "../../supabase/functions/_shared/brazilian-numbers";

describe("a phone as Brazilians read it (the staff's mail)", () => {
  it.each([
    ["11987654321", "(11) 98765-4321"],
    ["(11) 98765-4321", "(11) 98765-4321"],
    ["+55 11 98765-4321", "(11) 98765-4321"],
    ["0055 11 98765 4321", "(11) 98765-4321"],
    ["011 3456 7890", "(11) 3456-7890"],
    ["1134567890", "(11) 3456-7890"],
  ])("%s → %s", (typed, shown) => {
    expect(readablePhone(typed)).toBe(shown);
  });

  it("leaves a foreign number, a number without its area code and what is no phone as typed", () => {
    expect(readablePhone("+351 912 345 678")).toBe("+351 912 345 678");
    expect(readablePhone("98765-4321")).toBe("98765-4321");
    expect(readablePhone(" 123 ")).toBe("123");
    expect(readablePhone("ligue 11987654321")).toBe("ligue 11987654321");
  });
});

describe("a CPF or CNPJ as Brazilians read it (the staff's mail)", () => {
  it.each([
    ["52998224725", "529.982.247-25"],
    ["529.982.247-25", "529.982.247-25"],
    ["529 982 247 25", "529.982.247-25"],
    ["11222333000181", "11.222.333/0001-81"],
    ["11.222.333/0001-81", "11.222.333/0001-81"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
  ])("%s → %s", (typed, shown) => {
    expect(readableTaxId(typed)).toBe(shown);
  });

  it("leaves anything else as typed", () => {
    expect(readableTaxId("123")).toBe("123");
    expect(readableTaxId("5299822472")).toBe("5299822472");
    expect(readableTaxId("CPF 52998224725")).toBe("CPF 52998224725");
  });
});
