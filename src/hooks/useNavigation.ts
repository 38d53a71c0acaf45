import { graphql, useStaticQuery } from "gatsby";

/** The grouped "Produtos e Serviços" menu from data/navigation.json. */
export function useNavigation() {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      navigationJson {
        groups {
          title
          links {
            label
            slug
          }
        }
      }
    }
  `);
  return data.navigationJson?.groups ?? [];
}

export type NavGroups = ReturnType<typeof useNavigation>;
