import * as React from "react";
import { Link } from "@chakra-ui/react";
import { ROUTES } from "../../../supabase/functions/_shared/contract/routes";

/**
 * The privacy policy from inside a form: in a new tab (rel="noopener"), so the form and what the
 * visitor typed stay where they are, and the link's text says so (WCAG G201). A tab rather than a
 * dialog: it works before and without scripts, and the policy's text stays out of the form's page,
 * whose first round trip has no room for it.
 */
export function PrivacyPolicyLink({ children }: { children: React.ReactNode }) {
  return (
    <Link href={ROUTES.privacy} isExternal color="brand.700" textDecoration="underline" fontWeight={600}>
      {children} (abre em nova aba)
    </Link>
  );
}
