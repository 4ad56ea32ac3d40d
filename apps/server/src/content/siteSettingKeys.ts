/** The `site_settings` keys staff edit on the console's Site content page. */
export const siteSettingKeys = {
  serverInfoImage: "server_info_image",
  serverInfoDescription: "server_info_description",
  /** Absent while staff have not set it: 'Talk to an Agent' keeps the product's placeholder. */
  agentChatUrl: "agent_chat_url",
} as const
