import { Container, Heading, Text } from "@chakra-ui/react";
import { Seo } from "../components/layout/Seo";
import { CtaLink } from "../components/ui/CtaLink";
import { StaticHtml } from "../components/ui/StaticHtml";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";

export default function NotFoundPage() {
  return (
    <>
      <Seo
        title="Página não encontrada"
        description="A página que você procurou não existe ou mudou de endereço. Volte para a página inicial da corretora."
        canonicalPath="/404"
        noindex
      />
      <StaticHtml>
        <Container
          as="section"
          aria-labelledby="not-found-title"
          maxW="container.md"
          py={{ base: 20, md: 28 }}
          textAlign="center"
        >
          <Text fontSize="6xl" fontWeight={700} color="brand.600" lineHeight="1" mb={4} aria-hidden="true">
            404
          </Text>
          <Heading as="h1" id="not-found-title" size="xl" mb={4}>
            Oops! Page not found
          </Heading>
          <Text fontSize="lg" mb={8}>
            O endereço que você acessou não existe ou foi alterado.
          </Text>
          <CtaLink to={ROUTES.home} variant="primary" size="lg">
            Voltar para a página inicial
          </CtaLink>
        </Container>
      </StaticHtml>
    </>
  );
}
