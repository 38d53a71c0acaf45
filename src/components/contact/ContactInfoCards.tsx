import * as React from "react";
import { Box, Flex, Heading, Icon, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { Clock, Mail, MapPin, MessageCircle, Phone, Timer, type LucideIcon } from "lucide-react";
import { mailtoHref, telHref } from "../layout/contact-hrefs";
import { OPENS_WHATSAPP } from "../../../supabase/functions/_shared/contract/whatsapp";
import type { SiteData } from "../../hooks/useSite";

/** The channels and promises from data/site.json the contact page shows. */
export type ContactChannels = Pick<SiteData, "phone" | "email" | "city" | "state"> & {
  /** The wa.me link with the contact page's message. */
  whatsappHref: string;
  hours: string;
  answerTime: string;
};

interface ContactInfoCardsProps {
  title: string;
  channels: ContactChannels;
}

interface InfoCard {
  icon: LucideIcon;
  label: string;
  content: React.ReactNode;
  /** Long values (the e-mail address) take the whole row. */
  wide?: boolean;
}

const linkStyles = {
  color: "brand.700",
  fontWeight: 600,
  textDecoration: "underline",
  wordBreak: "break-word",
} as const;

/** Phone, e-mail, WhatsApp, city, business hours and the promised answer time. */
export function ContactInfoCards({ title, channels }: ContactInfoCardsProps) {
  const cards: InfoCard[] = [
    {
      icon: Phone,
      label: "Telefone",
      content: (
        <Link href={telHref(channels.phone.e164)} {...linkStyles}>
          {channels.phone.display}
        </Link>
      ),
    },
    {
      icon: MessageCircle,
      label: "WhatsApp",
      content: (
        <Link href={channels.whatsappHref} isExternal {...linkStyles}>
          Conversar pelo WhatsApp
          <Text as="span" srOnly>
            {OPENS_WHATSAPP}
          </Text>
        </Link>
      ),
    },
    {
      icon: Mail,
      label: "E-mail",
      wide: true,
      content: (
        <Link href={mailtoHref(channels.email)} {...linkStyles}>
          {channels.email}
        </Link>
      ),
    },
    { icon: MapPin, label: "Endereço", content: `${channels.city} - ${channels.state}` },
    { icon: Clock, label: "Horário de atendimento", content: channels.hours },
    { icon: Timer, label: "Tempo de resposta", content: channels.answerTime },
  ];
  return (
    <Box as="section" aria-labelledby="contact-info-title">
      <Heading as="h2" id="contact-info-title" size="lg" color="brand.800" mb={6}>
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} spacing={4}>
        {cards.map((card) => (
          <Flex
            as="li"
            key={card.label}
            gridColumn={card.wide ? { sm: "span 2" } : undefined}
            layerStyle="card"
            p={5}
            gap={4}
            align="flex-start"
            data-testid="contact-info"
          >
            <Flex
              align="center"
              justify="center"
              boxSize={11}
              borderRadius="lg"
              bg="brand.50"
              color="brand.700"
              flexShrink={0}
            >
              <Icon as={card.icon} boxSize={5} aria-hidden="true" />
            </Flex>
            <Box minW={0}>
              <Text fontWeight={700} color="brand.800">
                {card.label}
              </Text>
              <Text as="div">{card.content}</Text>
            </Box>
          </Flex>
        ))}
      </SimpleGrid>
    </Box>
  );
}
