import { ParticipationTable, routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';

export function Participation({ surveyDateId }: { surveyDateId: number }) {
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  // key and fetch of the route table's call, shared with every other reader of it
  const { data, isPending, isError } = useQuery(
    routeQuery(client, sessionAccountId, 'participationRate', { body: { survey_date_id: surveyDateId } }),
  );
  return (
    <ParticipationTable collectors={data?.collectors} loading={isPending} error={isError} language="hu" />
  );
}
