import { Box, Flex, Heading, Icon, SimpleGrid, Text } from "@chakra-ui/react";
import { Award, HeartHandshake, ShieldCheck, Sparkles, Users, Zap, type LucideIcon } from "lucide-react";
import { Section } from "../ui/Section";

interface AboutValuesProps {
  title: string;
  items: readonly { title: string; text: string }[];
}

const VALUE_ICONS: Record<string, LucideIcon> = {
  Confiança: ShieldCheck,
  Excelência: Award,
  Agilidade: Zap,
  Proximidade: HeartHandshake,
  "Tradição e Inovação": Sparkles,
  "Compromisso com Pessoas": Users,
};

export function AboutValues({ title, items }: AboutValuesProps) {
  return (
    <Section labelledBy="about-values" bg="gray.50">
      <Heading as="h2" id="about-values" size="xl" textAlign="center" color="brand.800" mb={10}>
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} spacing={6}>
        {items.map((value) => (
          <Box as="li" key={value.title} layerStyle="card" p={6} data-testid="about-value">
            <Flex align="center" justify="center" boxSize={12} borderRadius="lg" bg="brand.50" color="brand.700" mb={4}>
              <Icon as={VALUE_ICONS[value.title] ?? ShieldCheck} boxSize={6} aria-hidden="true" />
            </Flex>
            <Heading as="h3" size="md" mb={2}>
              {value.title}
            </Heading>
            <Text>{value.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
