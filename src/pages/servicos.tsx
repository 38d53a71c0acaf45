import { graphql, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { ServicesIndexView } from "../services/ServicesIndexView";
import { ROUTES } from "../../supabase/functions/_shared/contract/routes";

export const query = graphql`
  query ServicesIndex {
    allServicePage(sort: { name: ASC }) {
      nodes {
        slug
        name
        group
        seo {
          description
        }
      }
    }
    navigationJson {
      groups {
        title
      }
    }
  }
`;

export default function ServicesIndexPage({ data }: PageProps<Queries.ServicesIndexQuery>) {
  const groupOrder = data.navigationJson?.groups.map((group) => group.title) ?? [];
  return (
    <>
      <Seo
        title="Produtos e Serviços"
        description="Conheça todos os seguros, planos de saúde, previdência, consórcios e soluções financeiras que a corretora oferece para você e sua empresa."
        canonicalPath={ROUTES.services}
      />
      <ServicesIndexView services={data.allServicePage.nodes} groupOrder={groupOrder} />
    </>
  );
}
