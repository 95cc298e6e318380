import { useQueryClient } from '@tanstack/react-query';
import { SPONSOR_EVENTS, type CompetitionDetail, type SponsorWinner } from '@studioportal/shared';
import { useAuth } from '@/features/auth';
import { useChannelEvents } from '@/lib/realtime';
import { keepFullPhone } from './by-id';
import { forgetCompetition, storeCompetition, storeDraw, storeEntry } from './competitions';
import { sponsorKeys } from './keys';
import { forgetMark } from './mention-marks';
import { forgetSponsor, storeSponsor } from './sponsors';
import { storeWinner } from './winners';

/**
 * Keeps the desk live from the sponsors channel while it is open: sponsors, competitions, entries
 * as they arrive, draws and winners. Events carry phones masked, so for someone who sees whole
 * numbers a row from an event keeps the number already held, and a new entrant's or winner's
 * number is fetched (the detail and the log again). A gap the replay cannot cover refetches all.
 */
export function useSponsorsSync(enabled = true) {
  const queryClient = useQueryClient();
  const fullPhones = useAuth().can('runCompetitions');
  const heldEntries = (competitionId: string) => queryClient.getQueryData<CompetitionDetail>(sponsorKeys.competition(competitionId))?.entries;
  const heldWinners = () => queryClient.getQueryData<SponsorWinner[]>(sponsorKeys.winners);
  const refetchPhones = (competitionId: string) => {
    if (!fullPhones) return;
    void queryClient.invalidateQueries({ queryKey: sponsorKeys.competition(competitionId), exact: true });
    void queryClient.invalidateQueries({ queryKey: sponsorKeys.winners, exact: true });
  };
  // A mark or an undo moves the sponsor's counts and its reports.
  const mentionsMoved = (sponsorId: string) => {
    void queryClient.invalidateQueries({ queryKey: sponsorKeys.sponsors, exact: true });
    void queryClient.invalidateQueries({ queryKey: sponsorKeys.reports(sponsorId) });
  };

  return useChannelEvents(
    'sponsors',
    {
      [SPONSOR_EVENTS.sponsorChanged]: ({ sponsor }) => storeSponsor(queryClient, sponsor),
      [SPONSOR_EVENTS.sponsorDeleted]: ({ id }) => forgetSponsor(queryClient, id),
      [SPONSOR_EVENTS.competitionChanged]: ({ competition }) => storeCompetition(queryClient, competition),
      [SPONSOR_EVENTS.competitionDeleted]: ({ id }) => forgetCompetition(queryClient, id),
      [SPONSOR_EVENTS.entryCreated]: ({ entry }) => {
        storeEntry(queryClient, entry);
        void queryClient.invalidateQueries({ queryKey: sponsorKeys.competitions, exact: true });
        refetchPhones(entry.competition_id);
      },
      [SPONSOR_EVENTS.entryChanged]: ({ entry }) => storeEntry(queryClient, keepFullPhone(heldEntries(entry.competition_id), entry, fullPhones)),
      [SPONSOR_EVENTS.drawMade]: ({ draw, winner }) => {
        storeDraw(queryClient, draw, keepFullPhone(heldWinners(), winner, fullPhones));
        // A redraw replaced the earlier winner: their row changes too.
        void queryClient.invalidateQueries({ queryKey: sponsorKeys.competition(draw.competition_id), exact: true });
        void queryClient.invalidateQueries({ queryKey: sponsorKeys.winners, exact: true });
      },
      [SPONSOR_EVENTS.winnerChanged]: ({ winner }) => storeWinner(queryClient, keepFullPhone(heldWinners(), winner, fullPhones)),
      [SPONSOR_EVENTS.mentionCreated]: ({ mention }) => mentionsMoved(mention.sponsor_id),
      [SPONSOR_EVENTS.mentionDeleted]: ({ id, sponsor_id }) => {
        forgetMark(id);
        mentionsMoved(sponsor_id);
      },
    },
    {
      enabled,
      onResync: () => {
        void queryClient.invalidateQueries({ queryKey: ['sponsors'] });
        void queryClient.invalidateQueries({ queryKey: sponsorKeys.private });
      },
    },
  );
}
