# Công cụ soạn luật của naqala, tiếng Việt: các câu của `naqala diff`.

diff-title = Những gì “{ $b }” thay đổi so với “{ $a }”:
diff-none = Không có thay đổi nào về luật.
diff-option = Tùy chọn { $option }: { $from } → { $to }
diff-setting = Thiết lập { $setting }: { $from } → { $to }
diff-setting-name = { $setting ->
    [end_when] ván kết thúc khi
    [board-columns] số cột của bàn chơi
    [board-rows] số hàng của bàn chơi
    [board-setup_pieces] số quân trên mỗi ô khi chuẩn bị
    [board-owner_counter] bộ đếm dùng để chiếm ô đất
    [board-own_drops_count] tính cả quân vừa thả trong nước đi
    [board-power_uses] số lần dùng sức mạnh có chi phí
    [board-walls] số tường
    [board-pay_after_powers] trả chi phí sau sức mạnh
    [board-offer_idle_powers] đưa ra cả sức mạnh không thay đổi gì
    [board-regions] các vùng của bàn chơi
    [board-turn_tiles] xoay ô đất ngẫu nhiên
    [movement-adjacency] hướng đi của một bước
    [movement-edges] đường nối giữa các ô
    [movement-step_back] bước lùi lại ngay
    [movement-pick_up] quân được nhặt lên
    [movement-last_drop] nơi quân cuối cùng được thả
   *[other] { $setting }
}
diff-added = Thêm { $section }: { $name }
diff-removed = Bỏ { $section }: { $name }
diff-changed = Sửa { $section }: { $name }
diff-players = { $n } người chơi
diff-section = { $section ->
    [tiles] loại ô đất
    [pieces] loại quân
    [tokens] vật phẩm
    [counters] bộ đếm
    [players] số người chơi
    [decks] xấp thẻ
    [tables] bảng giá trị
    [tracks] bảng vị trí
    [variables] biến
    [events] sự kiện
    [cards] thẻ
    [phases] giai đoạn của vòng
    [scoring] mục tính điểm
    [memory] bộ nhớ của lượt
   *[other] mục { $section }
}
diff-field = { $field ->
    [count] số lượng
    [values] giá trị
    [value_colour] màu giá trị
    [action] chức năng
    [blocked] bị chặn
    [colour] màu
    [supply] số có trong ngân hàng
    [start] lúc bắt đầu
    [markers] con dấu
    [row] hàng
    [default] mặc định
    [deck] xấp thẻ
    [vp] điểm
    [cost] chi phí
    [power] sức mạnh
    [grants] khi đang giữ
    [on] kích hoạt
    [order] thứ tự
    [points] cách tính điểm
    [letter] chữ cái
    [hidden] ẩn
    [skip_gaps] hàng bỏ qua chỗ trống
    [open_draw] xấp rút lật ngửa
    [wild] thẻ thay thế
    [spots] số ô
    [costs] chi phí các ô
    [shared_cost] chi phí của ô dùng chung
    [pays] trả bằng
    [free_discounts] giảm giá ở ô miễn phí
    [queue] xếp hàng ở ô dùng chung
    [play_order] thứ tự chơi
    [doc] mô tả
    [edges] cạnh bị chắn
    [class] loại thẻ
    [useful] hữu ích khi
    [own_turn] lượt riêng của mỗi người
    [sets] loại bộ
    [holds] ghi nhớ
   *[other] { $field }
}
diff-field-set = { $field }: { $to }
diff-field-dropped = { $field }: đã bỏ (trước là { $from })
diff-field-changed = { $field }: { $from } → { $to }
diff-rule = Luật: { $text }
diff-value = { $value ->
    [yes] có
    [no] không
   *[other] { $value }
}
diff-nothing = không có
diff-step-added = Bước mới “{ $step }”: { $effect }
diff-step-removed = Bỏ bước “{ $step }”
diff-step-changed = Bước “{ $step }” giờ là: { $effect }
diff-step-reordered = Các bước theo thứ tự mới: { $steps }
