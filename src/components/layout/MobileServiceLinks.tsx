import { Box, Text, chakra } from "@chakra-ui/react";
import type { NavGroups } from "../../hooks/useNavigation";
import { servicePath } from "../../../supabase/functions/_shared/contract/routes";
import { mobileMenuItemStyle } from "./mobile-menu-styles";

/** Every service page link in its group, one under the other: the mobile menu's services list. */
export function MobileServiceLinks({ groups, idPrefix }: { groups: NavGroups; idPrefix: string }) {
  return (
    <>
      {groups.map((group, index) => (
        <Box key={group.title} mt={3}>
          <Text
            id={`${idPrefix}-${index}`}
            fontSize="sm"
            fontWeight={700}
            color="brand.600"
            textTransform="uppercase"
            px={3}
            mb={1}
          >
            {group.title}
          </Text>
          <chakra.ul listStyleType="none" aria-labelledby={`${idPrefix}-${index}`}>
            {group.links.map((link) => (
              <li key={link.slug}>
                <chakra.a
                  href={servicePath(link.slug)}
                  {...mobileMenuItemStyle}
                  fontWeight={400}
                  fontSize="md"
                  minH={11}
                >
                  {link.label}
                </chakra.a>
              </li>
            ))}
          </chakra.ul>
        </Box>
      ))}
    </>
  );
}
