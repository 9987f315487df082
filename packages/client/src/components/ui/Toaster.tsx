import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';

/** Shows the newest toast for three seconds. */
export function Toaster() {
  const [msg, setMsg] = useState<{ id: number; text: string; kind: string } | null>(null);
  useEffect(() => toast.subscribe((m) => setMsg(m)), []);
  useEffect(() => {
    if (!msg) return;
    const t = setTimeout(() => setMsg(null), 3000);
    return () => clearTimeout(t);
  }, [msg]);
  if (!msg) return null;
  return <div className={`toast toast-${msg.kind}`} role="alert" data-testid="toast">{msg.text}</div>;
}
