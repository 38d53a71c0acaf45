import { graphql, useStaticQuery } from "gatsby";

/**
 * Brand constants and contact channels from data/site.json, plus the site URL and when WhatsApp is
 * answered (data/contact.json's whatsapp.hours, as `chatHours`).
 */
export function useSite() {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site {
        siteMetadata {
          siteUrl
          sampleData
        }
      }
      siteJson {
        name
        description
        city
        state
        foundingYear
        familyManagementSince
        email
        phone {
          e164
          display
        }
        whatsapp {
          number
          greeting
          quoteMessage
        }
        social {
          network
          handle
          url
        }
        legal {
          name
          cnpj
          susep
          address {
            street
            district
            postalCode
          }
        }
        hours {
          home
          contact
          schema
        }
        answerTimes {
          home
          contact
          fullQuote
        }
        claims {
          years
          clients
          satisfaction
          support
        }
        stats {
          value
          label
        }
        privacy {
          dpoName
          dpoEmail
        }
      }
      contactJson {
        whatsapp {
          hours
        }
      }
    }
  `);
  if (!data.siteJson || !data.contactJson || !data.site?.siteMetadata?.siteUrl) {
    throw new Error("data/site.json, data/contact.json or siteMetadata.siteUrl is missing");
  }
  // sampleData: placeholder content is left (src/content/go-live.ts), decided when gatsby-config loads.
  return {
    ...data.siteJson,
    chatHours: data.contactJson.whatsapp.hours,
    siteUrl: data.site.siteMetadata.siteUrl,
    sampleData: data.site.siteMetadata.sampleData === true,
  };
}

export type SiteData = ReturnType<typeof useSite>;
