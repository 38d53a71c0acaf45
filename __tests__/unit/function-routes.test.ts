/** One canonical path per route of send-form-email, read the same way by the Deno entry and the local server (over HTTP in contract-suite.ts). */
import type { IncomingMessage } from "node:http";
import { routeOf } from "../../supabase/functions/_shared/handler";
import { REMINDER_ROUTES, REMINDER_STATE_ROUTE } from "../../supabase/functions/_shared/contract/renewal-reminder";
import { requestUrl } from "../../local-supabase/node-http";

describe("routeOf", () => {
  it("takes each mount and its /retry and /status exactly", () => {
    for (const mount of ["/send-form-email", "/functions/v1/send-form-email"]) {
      expect([routeOf(mount), routeOf(`${mount}/retry`), routeOf(`${mount}/status`)]).toEqual([
        "submit",
        "retry",
        "status",
      ]);
    }
  });

  it("takes each mount's reminder routes exactly, the contract's paths among them", () => {
    for (const mount of ["/send-form-email", "/functions/v1/send-form-email"]) {
      expect([
        routeOf(`${mount}/reminders/confirm`),
        routeOf(`${mount}/reminders/cancel`),
        routeOf(`${mount}/reminders/state`),
      ]).toEqual(["reminder-confirm", "reminder-cancel", "reminder-state"]);
    }
    expect([routeOf(REMINDER_ROUTES.confirm), routeOf(REMINDER_ROUTES.cancel), routeOf(REMINDER_STATE_ROUTE)]).toEqual([
      "reminder-confirm",
      "reminder-cancel",
      "reminder-state",
    ]);
  });

  it.each([
    "/functions/v1/send-form-email/reminders",
    "/functions/v1/send-form-email/reminders/",
    "/functions/v1/send-form-email/reminders/confirm/",
    "/functions/v1/send-form-email//reminders/cancel",
    "/functions/v1/send-form-email/reminders//cancel",
    "/functions/v1/send-form-email/reminders/state/",
    "/functions/v1/send-form-email//status",
    "/functions/v1/send-form-email/send-form-email/status",
    "/functions/v1/send-form-email//retry",
    "/functions/v1/send-form-email/status/",
    "/functions/v1/send-form-email/retry/",
    "/functions/v1/send-form-email/",
    "//functions/v1/send-form-email/status",
    "/x/send-form-email/status",
    "/send-form-email/send-form-email",
    "/functions/v1/send-form-email/%73tatus",
    "/functions/v1/send-form-email/STATUS",
    "/",
  ])("answers no route for %s", (pathname) => {
    expect(routeOf(pathname)).toBeNull();
  });
});

describe("requestUrl (the local server's one reading of a request target)", () => {
  const target = (url: string) => requestUrl({ url } as IncomingMessage);

  it("keeps the target a path: //x/leads is not the host x", () => {
    expect(target("//localhost/leads")?.pathname).toBe("//localhost/leads");
    expect(target("/functions/v1/send-form-email//status?x=1")?.pathname).toBe("/functions/v1/send-form-email//status");
    expect(target("/leads?status=pending")?.searchParams.get("status")).toBe("pending");
  });

  it("refuses a target that is no path (absolute form, *)", () => {
    expect(target("http://evil.example/leads")).toBeNull();
    expect(target("*")).toBeNull();
  });
});
