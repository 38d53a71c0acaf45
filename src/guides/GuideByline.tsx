import { Text } from "@chakra-ui/react";
import { dayInWords } from "../rules/dates";
import { isoDay } from "./guides";

interface GuideBylineProps {
  author: { name: string; role: string };
  publishedOn: string;
  updatedOn: string;
}

/** Who wrote the guide and when; the update date only when it differs from the publication's. */
export function GuideByline({ author, publishedOn, updatedOn }: GuideBylineProps) {
  const published = isoDay(publishedOn);
  const updated = isoDay(updatedOn);
  return (
    <Text color="brand.50" fontSize="md">
      {`Por ${author.name}, ${author.role}. `}
      <br />
      Publicado em <time dateTime={published}>{dayInWords(published)}</time>
      {updated !== published ? (
        <>
          {" · "}Atualizado em <time dateTime={updated}>{dayInWords(updated)}</time>
        </>
      ) : null}
    </Text>
  );
}
