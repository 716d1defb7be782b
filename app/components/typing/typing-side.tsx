// The typing screen's side column: the learner's summary, the banners and the top lists. Not needed to
// type: its own chunk, hydrated after the page (ADR 045 §9, TypingScreen).
import type { ComponentProps } from "react";
import { BannerCarousel } from "./banner-carousel";
import { SummaryCards } from "./summary-cards";
import { TopLists } from "./top-lists";

export interface TypingSideProps {
  stats: ComponentProps<typeof SummaryCards>["stats"];
  banners: ComponentProps<typeof BannerCarousel>["banners"];
  /** null: no top lists (the traditional script's test ranks nobody). */
  tops: { allTime: ComponentProps<typeof TopLists>["allTime"]; thisMonth: ComponentProps<typeof TopLists>["thisMonth"] } | null;
  currentUserId: number | null;
}

export function TypingSide({ stats, banners, tops, currentUserId }: TypingSideProps) {
  return (
    <>
      <SummaryCards stats={stats} />
      <BannerCarousel banners={banners} />
      {tops && <TopLists allTime={tops.allTime} thisMonth={tops.thisMonth} currentUserId={currentUserId} />}
    </>
  );
}
