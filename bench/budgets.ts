/** `npm run bench`'s budgets (bench/budgets.json), checked as they are read. */
import fs from "node:fs";
import path from "node:path";
import { UsageError } from "./options";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Budgets {
  tbtOverTwinMs: number;
  lcpOverTwinMs: number;
  performance: number;
  lcpMs: number;
  cls: number;
  scriptKB: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  categoryExemptRoutes: Partial<Record<Category, string[]>>;
  firstInputMs: number;
  firstOverSecondMs: number;
}

export function loadBudgets(): Budgets {
  const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, "budgets.json"), "utf8")) as Budgets;
  for (const key of [
    "tbtOverTwinMs",
    "lcpOverTwinMs",
    "performance",
    "lcpMs",
    "cls",
    "scriptKB",
    "accessibility",
    "best-practices",
    "seo",
    "firstInputMs",
    "firstOverSecondMs",
  ] as const) {
    if (typeof budgets[key] !== "number") throw new UsageError(`bench/budgets.json: "${key}" must be a number`);
  }
  return budgets;
}
