import type { Notification } from '@benefits/contract';
import { NOTIFICATIONS_PAGE_SIZE } from '@benefits/domain';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { call } from '../api/client';
import { refs } from '../api/refs';
import type { Area } from '../session/areas';

/** The signed-in areas that have notifications (/get-notifications answers employees and partners). */
export type NotificationArea = Extract<Area, 'employee' | 'partner'>;

export interface NotificationPage {
  notifications: Notification[];
  hasMore: boolean;
}
export type NotificationPages = InfiniteData<NotificationPage, unknown>;

/** Under the area's key, so a logout or forced logout drops the area's notifications with its session. */
export const notificationsKey = (area: NotificationArea) => [area, 'notifications'] as const;
const dismissKey = (area: NotificationArea) => [area, 'notifications', 'dismiss'] as const;

/** How many notifications the pages hold. */
export const loadedCount = (data: NotificationPages | undefined): number =>
  data?.pages.reduce((n, page) => n + page.notifications.length, 0) ?? 0;

/**
 * docs/product §4 "Lists and notifications": fetched 5 at a time. The next offset is the number of
 * notifications held, not the last offset plus 5: a dismissed notification leaves the server's
 * list too, so counting what is held never skips one.
 */
export const notificationsQuery = (area: NotificationArea) =>
  infiniteQueryOptions({
    queryKey: notificationsKey(area),
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> => {
      const answer = await call(
        refs.getNotifications,
        { offset: pageParam, limit: NOTIFICATIONS_PAGE_SIZE },
        { area, signal, snackbar: false },
      );
      // Only the page itself is kept (the answer also carries TOKEN_EXPIRY).
      return { notifications: answer.notifications ?? [], hasMore: answer.hasMore === true };
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) =>
      lastPage.hasMore ? allPages.reduce((n, page) => n + page.notifications.length, 0) : undefined,
  });

export const useNotifications = (area: NotificationArea) => useInfiniteQuery(notificationsQuery(area));

/** Refresh: start again from the first page (older pages are fetched again with Load More). */
export function useRefreshNotifications(area: NotificationArea) {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: notificationsKey(area), exact: true });
}

function without(data: NotificationPages | undefined, id: number): NotificationPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.filter((n) => n.id !== id),
    })),
  };
}

/**
 * Dismiss, optimistically: the notification leaves the list at once and comes back if the server
 * refuses (`onFailure` tells the user). The list is re-read once the last pending dismissal settles.
 */
export function useDismissNotification(area: NotificationArea, onFailure: () => void) {
  const queryClient = useQueryClient();
  const key = notificationsKey(area);
  return useMutation({
    mutationKey: dismissKey(area),
    mutationFn: (id: number) => call(refs.dismissNotification, { id }, { area, snackbar: false }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<NotificationPages>(key);
      queryClient.setQueryData<NotificationPages>(key, (data) => without(data, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onFailure();
    },
    onSettled: () => {
      // Concurrent dismissals: only the last one re-reads, so an earlier answer cannot bring back
      // a notification whose dismissal is still on its way.
      if (queryClient.isMutating({ mutationKey: dismissKey(area) }) === 1) {
        return queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
      return undefined;
    },
  });
}
