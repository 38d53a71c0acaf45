import { CardSection } from "../components/ui/CardSection";
import { CheckList } from "../components/ui/CheckList";

interface QuoteBenefitsProps {
  title: string;
  items: readonly string[];
}

export function QuoteBenefits({ title, items }: QuoteBenefitsProps) {
  return (
    <CardSection id="quote-benefits-title" title={title}>
      <CheckList items={items} data-testid="quote-benefits" />
    </CardSection>
  );
}
