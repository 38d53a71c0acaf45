/**
 * Lighthouse's mobile emulation, applied by Chromium itself (DevTools throttling) to a fresh
 * browser context: Moto G Power screen and user agent, slow 4G, 4× CPU. Both bench/first-input.ts
 * and bench/observed-lcp.ts load pages through it, so their figures are taken on the same phone.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";

export interface Emulation {
  rttMs: number;
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
  cpuSlowdownMultiplier: number;
  mobile: { width: number; height: number; deviceScaleFactor: number; userAgent: string };
  desktop: { width: number; height: number; deviceScaleFactor: number; userAgent: string };
}

/** Lighthouse's own constants: the mobile defaults (DevTools throttling values) and the desktop screen. */
export async function lighthouseEmulation(): Promise<Emulation> {
  const { throttling, screenEmulationMetrics, userAgents } = await import("lighthouse/core/config/constants.js");
  const slow4G = throttling.mobileSlow4G;
  const { mobile, desktop } = screenEmulationMetrics;
  return {
    rttMs: slow4G.rttMs,
    requestLatencyMs: slow4G.requestLatencyMs,
    downloadThroughputKbps: slow4G.downloadThroughputKbps,
    uploadThroughputKbps: slow4G.uploadThroughputKbps,
    cpuSlowdownMultiplier: slow4G.cpuSlowdownMultiplier,
    mobile: {
      width: mobile.width,
      height: mobile.height,
      deviceScaleFactor: mobile.deviceScaleFactor,
      userAgent: userAgents.mobile,
    },
    desktop: {
      width: desktop.width,
      height: desktop.height,
      deviceScaleFactor: desktop.deviceScaleFactor,
      userAgent: userAgents.desktop,
    },
  };
}

/**
 * A new context (empty cache and storage: a first visit) and page with the emulation on. `initScript`
 * runs before the page's own scripts in every document; it must cost both sides of a comparison alike.
 */
export async function emulatedPage(
  browser: Browser,
  emulation: Emulation,
  viewport: "mobile" | "desktop",
  initScript?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const screen = emulation[viewport];
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    userAgent: screen.userAgent,
    isMobile: viewport === "mobile",
    hasTouch: viewport === "mobile",
    locale: "pt-BR",
  });
  if (initScript) await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: emulation.requestLatencyMs,
    downloadThroughput: (emulation.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (emulation.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: emulation.cpuSlowdownMultiplier });
  return { context, page };
}
