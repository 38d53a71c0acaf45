import { Icon, List, ListItem, type ListProps } from "@chakra-ui/react";
import { Check } from "lucide-react";

interface CheckListProps extends ListProps {
  items: readonly string[];
  iconColor?: string;
}

/** A list of short lines, each marked with a check icon. */
export function CheckList({ items, iconColor = "brand.600", ...rest }: CheckListProps) {
  return (
    <List spacing={3} {...rest}>
      {items.map((item) => (
        <ListItem key={item} display="flex" alignItems="flex-start" gap={3}>
          <Icon as={Check} color={iconColor} boxSize={5} mt="2px" flexShrink={0} aria-hidden="true" />
          <span>{item}</span>
        </ListItem>
      ))}
    </List>
  );
}
