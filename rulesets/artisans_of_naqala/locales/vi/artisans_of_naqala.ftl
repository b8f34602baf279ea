# Artisans of Naqala, văn bản luật tiếng Việt (bản phủ: chỉ các thông điệp mới hoặc thay đổi).
# $n1, $n2... là các số trong đoạn mô tả của mục, theo thứ tự; xem five_tribes.ftl.

## Ô đất

tiles-workshop = Xưởng thủ công
tiles-workshop-action = Bạn có thể trả một Thợ thủ công hoặc { $n1 } Sư khổ hạnh để lấy { $n2 } vật phẩm trên cùng của chồng vật phẩm.
tiles-specialized_market = Chợ chuyên doanh
tiles-specialized_market-action = Bạn có thể trả { $n1 } vàng để lật { $n2 } vật phẩm từ chồng và giữ { $n3 }; số còn lại bị bỏ.
tiles-chasm = Vực thẳm
tiles-chasm-action = Không quân nào được thả lên ô này khi chuẩn bị hay đi vào ô này trong một nước đi.

## Bộ lạc (quân)

pieces-artisan = Thợ thủ công
pieces-artisan-action = Giữ các Thợ thủ công trước mặt bạn; lật bấy nhiêu vật phẩm từ chồng và giữ { $n1 }; số còn lại bị bỏ.

## Thành phần

decks-items = vật phẩm
tokens-tent = lều
counters-tents = lều

## Tóm tắt luật (thay đổi)

rules-intro = Five Tribes dành cho { $players_min } đến { $players_max } người chơi, trên bàn chơi gồm { $columns } x { $rows } ô đất có núi. Hãy di chuyển quân của sáu bộ lạc, chiếm ô đất bằng lạc đà và lều của bạn, thu thập vật phẩm và triệu gọi các Thần đèn; ai nhiều điểm nhất sẽ chiến thắng.
rules-setup = Chuẩn bị: xếp 6 ô đất mới và 10 ô ngẫu nhiên khác vào vùng 4 x 4 ở giữa, các ô còn lại bao quanh, tất cả quay về hướng bắc; mỗi Xưởng thủ công có núi trên các cạnh cố định của nó (nếu có ô bị núi vây kín thì xếp lại). Rút ngẫu nhiên { $setup_pieces } quân từ túi thả lên mỗi ô, trừ Vực thẳm. Mỗi người chơi bắt đầu với { $gold_start } vàng, { $gold_hidden ->
        [yes] giữ bí mật
       *[no] công khai
    }, và { $tents_start } lều. Với 2 người chơi, mỗi người lấy { $camels_2 } lạc đà và { $markers_2 } con dấu; với 3 hoặc 4 người chơi, mỗi người lấy { $camels_4 } lạc đà và { $markers_4 } con dấu. Lật ngửa { $resources_row } thẻ tài nguyên và { $djinns_row } Thần đèn; các vật phẩm xếp thành một chồng úp. Ngân hàng giữ { $palm_supply } cây cọ và { $palace_supply } cung điện.
rules-turn = Mỗi vòng, theo thứ tự trên Bảng thứ tự đấu giá, từng con dấu chọn một ô trên Bảng xếp lượt và trả giá của ô đó ({ $turn_order_costs }); người đặt sau vào một ô miễn phí sẽ đẩy những người đã đặt ở các ô miễn phí xuống dưới. Sau đó, bắt đầu từ ô đắt nhất trở xuống, mỗi người chơi đưa con dấu về Bảng thứ tự đấu giá, lấy { rules-turn-pick-up } rồi thả mỗi ô một quân { rules-turn-steps }, { rules-turn-back }, không vượt qua núi và không đi vào Vực thẳm, quân cuối cùng phải rơi vào ô có quân cùng màu{ $own_drops_count ->
        [yes] {""}
       *[no] {" từ trước nước đi"}
    }. Tại ô đó, người chơi lấy hết quân có màu ấy, chiếm ô nếu ô trở nên trống bằng một lạc đà hoặc, một lần mỗi ván, bằng lều, thực hiện chức năng bộ lạc, rồi chức năng ô đất, và có thể bán các bộ hàng hóa. Sức mạnh Thần đèn có chi phí, và một vật phẩm phép, được dùng { $power_uses ->
        [1] một lần
       *[other] { $power_uses } lần
    } mỗi lượt, trong lượt của chính bạn. Ván chơi kết thúc sau vòng mà một người chơi đã đặt hết lạc đà và lều.

## Số lượng (`$n` của một loại)

pieces-artisan-count = { $n } Thợ thủ công
tokens-tent-count = { $n } lều
counters-tents-count = { $n } lều

## Bảng điểm (tên ngắn của từng mục)

