import {
  addMonths,
  daysBetween,
  formatDate,
  parseDate,
  shiftDays,
} from "../../supabase/functions/_shared/contract/calendar";

describe("calendar dates", () => {
  it("adds months, ending on the month's last day when it lacks the day", () => {
    expect(addMonths("2026-11-27", 13)).toBe("2027-12-27");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2027-01-31", 13)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });

  it("shifts and counts days across month, year and leap-day edges", () => {
    expect(shiftDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2026-11-27", "2026-12-27")).toBe(30);
    expect(daysBetween("2026-11-27", "2026-11-26")).toBe(-1);
    expect(daysBetween("2026-11-27", "2027-11-27")).toBe(365);
  });

  it("reads the date input's and the Brazilian spelling, and refuses days that do not exist", () => {
    expect(parseDate("2026-12-19")).toBe("2026-12-19");
    expect(parseDate(" 19/12/2026 ")).toBe("2026-12-19");
    expect(parseDate("2026-02-29")).toBeNull();
    expect(parseDate("31/04/2026")).toBeNull();
    expect(parseDate("2026-1-5")).toBeNull();
    expect(formatDate("2026-12-19")).toBe("19/12/2026");
  });
});
