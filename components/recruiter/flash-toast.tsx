"use client";
// Shows a toast for a result carried in the URL after a redirect (e.g. "?saved=created"), then
// removes it from the address so a reload does not repeat it.
import { useEffect, useRef } from "react";
import { toast } from "sonner";

export function FlashToast({ message, param }: { message: string | null; param: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (!message || shown.current) return;
    shown.current = true;
    toast.success(message);
    const url = new URL(window.location.href);
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, "", url.toString());
  }, [message, param]);
  return null;
}
