// The live leaderboard of one prize race: the socket to its object (/ws/prize/:raceId, guests too),
// every frame parsed with the protocol (useSocket), raceNotify batches merged into the rows.
import { useCallback, useState } from "react";
import { mergeBoard, type PrizeRow } from "~/core/races/prize-race";
import type { ServerMessages } from "~/core/races/protocol";
import { useSocket } from "./use-socket";

export function usePrizeBoard(raceId: number, initialRows: readonly PrizeRow[]) {
  const [rows, setRows] = useState<readonly PrizeRow[]>(initialRows);
  const [closed, setClosed] = useState(false);
  const [total, setTotal] = useState<number | null>(null);

  const onMessage = useCallback((message: ServerMessages["prize"]) => {
    switch (message.type) {
      case "raceBoard":
        // The whole board (on connect, and the final one): the server's places replace ours.
        setRows(message.users);
        setTotal(message.total);
        setClosed(message.closed);
        return;
      case "raceNotify":
        setRows((held) => mergeBoard(held, message.users));
        setTotal(message.total);
        return;
    }
  }, []);

  const { status } = useSocket("prize", `/ws/prize/${raceId}`, onMessage);
  return { rows, closed, total: total ?? rows.length, status };
}
