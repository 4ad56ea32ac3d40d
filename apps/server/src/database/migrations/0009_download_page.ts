import { statements } from "./statements.ts"

/**
 * What the download and server information pages show besides the download links: the System
 * Requirement table (spec §2, minimum and recommended per component, in the spec's row order) and
 * the server information image with its text alternative. These are product defaults an operator
 * edits, not demo data, so every database has them.
 */
export default statements(
  `CREATE TABLE system_requirements (
    component varchar(30) PRIMARY KEY,
    label varchar(60) NOT NULL,
    minimum text NOT NULL,
    recommended text NOT NULL,
    sort_order integer NOT NULL DEFAULT 0
  )`,
  `INSERT INTO system_requirements (component, label, minimum, recommended, sort_order) VALUES
    ('cpu', 'CPU', 'Dual core, 2.0 GHz', 'Quad core, 3.0 GHz or faster', 1),
    ('ram', 'RAM', '2 GB', '4 GB or more', 2),
    ('graphics', 'Graphics Card', '256 MB video memory, shader model 3.0', '1 GB video memory or more', 3),
    ('disk', 'Disk Space', '6 GB free', '10 GB free on a solid-state drive', 4),
    ('directx', 'DirectX', 'DirectX 9.0c', 'DirectX 9.0c or later', 5),
    ('connection', 'Connection Speed', '1 Mbps', '5 Mbps or faster', 6),
    ('os', 'Operating System', 'Windows 7', 'Windows 10 or 11, 64-bit', 7)`,

  `INSERT INTO site_settings (key, value) VALUES
    ('server_info_image', '/media/info/server.svg'),
    ('server_info_description',
     'Server information: maximum level 300, experience rate 10 times, item drop rate 5 times, gold drop rate 5 times, three schools (Sacred Gate, Mystic Peak, Phoenix), server time GMT+08:00.')
    ON CONFLICT (key) DO NOTHING`,
)
