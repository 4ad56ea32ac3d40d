import type { DownloadKind } from "@gatehouse/art"

/** Mirrors of the full client. The addresses are placeholders an operator replaces with real ones. */
export interface DemoDownload {
  readonly name: string
  readonly address: string
  readonly type: string
  readonly description: string
  readonly icon: DownloadKind
}

export const demoDownloads: ReadonlyArray<DemoDownload> = [
  {
    name: "Full client (cloud mirror)",
    address: "https://downloads.example.com/gatehouse/full-client.zip",
    type: "Full Client",
    description: "The complete game, about 3.2 GB.",
    icon: "cloud",
  },
  {
    name: "Full client (shared drive)",
    address: "https://drive.example.com/gatehouse/full-client.zip",
    type: "Full Client",
    description: "The same archive on a second host.",
    icon: "drive",
  },
  {
    name: "Full client (torrent)",
    address: "https://downloads.example.com/gatehouse/full-client.torrent",
    type: "Full Client",
    description: "For slow or unstable connections: resumes where it stopped.",
    icon: "torrent",
  },
  {
    name: "Latest patch",
    address: "https://downloads.example.com/gatehouse/patch-latest.zip",
    type: "Patch",
    description: "Only if your client is already installed and the launcher cannot update.",
    icon: "patch",
  },
]
