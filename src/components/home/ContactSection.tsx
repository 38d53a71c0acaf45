import * as React from "react";
import { Box, Flex, Grid, Heading, Icon, Link, Stack, Text } from "@chakra-ui/react";
import { Clock, Mail, Phone, Timer } from "lucide-react";
import { mailtoHref, telHref } from "../layout/contact-hrefs";
import { HomeContactForm } from "../forms/HomeContactForm";
import { Section } from "../ui/Section";
import { belowTheFold } from "../ui/below-the-fold";
import { StaticHtml } from "../ui/StaticHtml";

export const CONTACT_ANCHOR = "contact";

/** The home page's last part, thousands of pixels down: skipped until it comes near. */
const OFFSCREEN = belowTheFold({ base: 1355, md: 1240, lg: 780, xl: 680 });

interface ContactSectionProps {
  title: string;
  text: string;
  hours: readonly string[];
  answerTime: string;
  phone: { e164: string; display: string };
  email: string;
}

function InfoItem({ icon, title, children }: { icon: React.ElementType; title: string; children: React.ReactNode }) {
  return (
    <Flex as="li" gap={4} align="flex-start">
      <Box bg="whiteAlpha.200" borderRadius="lg" p={2.5} display="flex" flexShrink={0}>
        <Icon as={icon} boxSize={5} color="accent.300" aria-hidden="true" />
      </Box>
      <Box>
        <Heading as="h3" fontSize="md" color="white" mb={1}>
          {title}
        </Heading>
        {children}
      </Box>
    </Flex>
  );
}

/** The closing contact block (anchor #contact): channels, hours and answer time beside the form. */
export function ContactSection({ title, text, hours, answerTime, phone, email }: ContactSectionProps) {
  const linkStyle = { color: "white", textDecoration: "underline", _hover: { color: "accent.100" } } as const;
  return (
    <Section labelledBy="contact-title" id={CONTACT_ANCHOR} bg="gray.50" sx={OFFSCREEN}>
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1.3fr" }} gap={{ base: 8, lg: 12 }} alignItems="stretch">
        <StaticHtml>
          <Box
            bgGradient="linear(to-br, brand.800, brand.900)"
            color="brand.50"
            borderRadius="2xl"
            p={{ base: 6, md: 10 }}
          >
            <Heading as="h2" id="contact-title" fontSize={{ base: "3xl", md: "4xl" }} color="white" mb={4}>
              {title}
            </Heading>
            <Text fontSize="lg" mb={8}>
              {text}
            </Text>
            <Stack as="ul" listStyleType="none" spacing={6}>
              <InfoItem icon={Clock} title="Horário de atendimento">
                <Box data-testid="contact-hours">
                  {hours.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </Box>
              </InfoItem>
              <InfoItem icon={Timer} title="Tempo de resposta">
                <Text data-testid="contact-answer-time">{answerTime}</Text>
              </InfoItem>
              <InfoItem icon={Phone} title="Telefone">
                <Link href={telHref(phone.e164)} {...linkStyle}>
                  {phone.display}
                </Link>
              </InfoItem>
              <InfoItem icon={Mail} title="E-mail">
                <Link href={mailtoHref(email)} wordBreak="break-all" {...linkStyle}>
                  {email}
                </Link>
              </InfoItem>
            </Stack>
          </Box>
        </StaticHtml>
        <Box layerStyle="card" p={{ base: 6, md: 10 }}>
          <HomeContactForm />
        </Box>
      </Grid>
    </Section>
  );
}
